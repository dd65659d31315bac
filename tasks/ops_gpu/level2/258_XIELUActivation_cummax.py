"""hf.XIELUActivation -> torch.cummax: synthesised by warpgym synth (seed 7, index 396, transformers#2, dim 0 x223)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(3568, 64, 128)]


def get_init_inputs():
    return []
