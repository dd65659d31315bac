"""hf.QuickGELUActivation -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 792, transformers#2, dim 0 x11221)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=8)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.instancenorm3d_1(x)
        return x


def get_inputs():
    return [torch.randn(44884, 16, 8, 8, 8)]


def get_init_inputs():
    return []
