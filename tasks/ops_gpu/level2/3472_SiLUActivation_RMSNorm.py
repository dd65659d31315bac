"""hf.SiLUActivation -> RMSNorm: synthesised by warpgym synth (seed 7, index 5454, transformers#2, dim 0 x2589)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=32)

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(10356, 32, 32, 32)]


def get_init_inputs():
    return []
