"""hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 966, transformers#1, dim 0 x2779)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(22232, 16, 32, 32)]


def get_init_inputs():
    return []
