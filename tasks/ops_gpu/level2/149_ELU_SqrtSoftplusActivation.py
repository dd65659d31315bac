"""ELU -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 228, transformers#2, dim 0 x2198)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """ELU -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.elu_0(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(8792, 32, 32, 32)]


def get_init_inputs():
    return []
