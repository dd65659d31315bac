"""InstanceNorm1d -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 3574, transformers#2, dim 0 x1437)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """InstanceNorm1d -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(183936, 256)]


def get_init_inputs():
    return []
