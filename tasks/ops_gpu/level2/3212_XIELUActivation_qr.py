"""hf.XIELUActivation -> torch.qr: synthesised by warpgym synth (seed 7, index 5058, transformers#2, dim 0 x762)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(1524, 8, 8, 16, 16)]


def get_init_inputs():
    return []
