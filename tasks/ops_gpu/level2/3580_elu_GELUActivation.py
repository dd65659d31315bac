"""F.elu -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 5618, transformers#2, dim 0 x3052)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """F.elu -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = F.elu(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(48832, 64, 128)]


def get_init_inputs():
    return []
