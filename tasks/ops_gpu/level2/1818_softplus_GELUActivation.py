"""F.softplus -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 2880, transformers#2, dim 0 x973)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """F.softplus -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = F.softplus(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15568, 32, 256)]


def get_init_inputs():
    return []
