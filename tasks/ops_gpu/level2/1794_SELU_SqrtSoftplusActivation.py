"""SELU -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 2844, transformers#2, dim 0 x1765)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """SELU -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(28240, 32, 256)]


def get_init_inputs():
    return []
