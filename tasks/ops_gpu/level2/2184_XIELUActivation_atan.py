"""hf.XIELUActivation -> torch.atan: synthesised by warpgym synth (seed 7, index 3450, transformers#2, dim 0 x499)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.atan"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(7984, 32, 256)]


def get_init_inputs():
    return []
