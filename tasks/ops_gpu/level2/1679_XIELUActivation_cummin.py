"""hf.XIELUActivation -> torch.cummin: synthesised by warpgym synth (seed 7, index 2661, transformers#2, dim 0 x150)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.cummin"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(1200, 256, 128)]


def get_init_inputs():
    return []
