"""InstanceNorm3d -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 6726, transformers#2, dim 0 x4067)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """InstanceNorm3d -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=16)
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(32536, 64, 16, 16)]


def get_init_inputs():
    return []
