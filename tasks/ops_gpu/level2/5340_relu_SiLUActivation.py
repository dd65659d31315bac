"""F.relu -> hf.SiLUActivation: synthesised by warpgym synth (seed 10, index 109, transformers#2, dim 0 x7941)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """F.relu -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = F.relu(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2032896, 256)]


def get_init_inputs():
    return []
