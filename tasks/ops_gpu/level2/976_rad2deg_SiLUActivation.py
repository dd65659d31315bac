"""torch.rad2deg -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 1591, transformers#2, dim 0 x4049)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.rad2deg -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(32392, 16, 32, 32)]


def get_init_inputs():
    return []
