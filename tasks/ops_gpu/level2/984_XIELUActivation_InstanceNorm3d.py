"""hf.XIELUActivation -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 1603, transformers#2, dim 0 x643)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=32)

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = self.instancenorm3d_1(x)
        return x


def get_inputs():
    return [torch.randn(5144, 16, 32, 32)]


def get_init_inputs():
    return []
