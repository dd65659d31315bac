"""hf.XIELUActivation -> torch.movedim: synthesised by warpgym synth (seed 7, index 2888, transformers#2, dim 0 x292)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.movedim"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(2336, 16, 32, 32)]


def get_init_inputs():
    return []
