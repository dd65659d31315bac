"""Softplus -> InstanceNorm3d -> hf.FastGELUActivation -> torch.lgamma: synthesised by warpgym synth (seed 10, index 59, transformers#4, dim 0 x887)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """Softplus -> InstanceNorm3d -> hf.FastGELUActivation -> torch.lgamma"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=32)
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.instancenorm3d_1(x)
        x = self.fastgeluactivation_2(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(3548, 32, 32, 32)]


def get_init_inputs():
    return []
