"""Softmax2d -> hf.ClippedGELUActivation -> SyncBatchNorm -> F.rrelu: synthesised by warpgym synth (seed 7, index 1464, transformers#4, dim 0 x1329)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """Softmax2d -> hf.ClippedGELUActivation -> SyncBatchNorm -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.clippedgeluactivation_1(x)
        x = self.syncbatchnorm_2(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(10632, 16, 32, 32)]


def get_init_inputs():
    return []
