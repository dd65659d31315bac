"""hf.SiLUActivation -> torch.i0: synthesised by warpgym synth (seed 7, index 4076, transformers#2, dim 0 x9738)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.i0"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = torch.i0(x)
        return x


def get_inputs():
    return [torch.randn(1246464, 256)]


def get_init_inputs():
    return []
