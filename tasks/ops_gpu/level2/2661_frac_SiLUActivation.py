"""torch.frac -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 4214, transformers#2, dim 0 x2002)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.frac -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = torch.frac(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(16016, 256, 128)]


def get_init_inputs():
    return []
