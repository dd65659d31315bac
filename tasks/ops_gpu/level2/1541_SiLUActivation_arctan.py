"""hf.SiLUActivation -> torch.arctan: synthesised by warpgym synth (seed 7, index 2464, transformers#2, dim 0 x2414)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.arctan"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(38624, 32, 16, 16)]


def get_init_inputs():
    return []
