"""Bilinear -> hf.SqrtSoftplusActivation -> SELU -> torch.atan: synthesised by warpgym synth (seed 9, index 300, transformers#4, dim 0 x2596)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """Bilinear -> hf.SqrtSoftplusActivation -> SELU -> torch.atan"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()
        self.selu_2 = nn.SELU()

    def forward(self, x, x1):
        x = self.bilinear_0(x, x1)
        x = self.sqrtsoftplusactivation_1(x)
        x = self.selu_2(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(20768, 64, 16, 16), torch.randn(20768, 64, 16, 16)]


def get_init_inputs():
    return []
