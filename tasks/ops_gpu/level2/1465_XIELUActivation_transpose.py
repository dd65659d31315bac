"""hf.XIELUActivation -> torch.transpose: synthesised by warpgym synth (seed 7, index 2340, transformers#2, dim 0 x363)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(92928, 512)]


def get_init_inputs():
    return []
