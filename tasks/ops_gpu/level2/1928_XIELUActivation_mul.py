"""hf.XIELUActivation -> torch.mul: synthesised by warpgym synth (seed 7, index 3051, transformers#2, dim 0 x1492)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.mul"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x, x1):
        x = self.xieluactivation_0(x)
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(11936, 64, 16, 16), torch.randn(11936, 64, 16, 16)]


def get_init_inputs():
    return []
