"""F.local_response_norm -> InstanceNorm2d -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 6564, transformers#3, dim 0 x255)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.local_response_norm -> InstanceNorm2d -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=32)
        self.laplaceactivation_2 = LaplaceActivation()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = self.instancenorm2d_1(x)
        x = self.laplaceactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(2040, 16, 32, 32)]


def get_init_inputs():
    return []
