"""F.gelu -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 2103, transformers#2, dim 0 x198)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.gelu -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = F.gelu(x)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(12672, 1024)]


def get_init_inputs():
    return []
