"""hf.MishActivation -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 1251, transformers#2, dim 0 x14710)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=8)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.instancenorm3d_1(x)
        return x


def get_inputs():
    return [torch.randn(58840, 16, 8, 8, 8)]


def get_init_inputs():
    return []
