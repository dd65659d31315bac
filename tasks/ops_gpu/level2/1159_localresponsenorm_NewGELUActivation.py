"""F.local_response_norm -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 1880, transformers#2, dim 0 x79)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """F.local_response_norm -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(316, 32, 32, 32)]


def get_init_inputs():
    return []
