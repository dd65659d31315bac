"""torch.erfc -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 1898, transformers#2, dim 0 x2223)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.erfc -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = torch.erfc(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(35568, 32, 16, 16)]


def get_init_inputs():
    return []
