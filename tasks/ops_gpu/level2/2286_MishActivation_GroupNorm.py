"""hf.MishActivation -> GroupNorm: synthesised by warpgym synth (seed 7, index 3619, transformers#2, dim 0 x2261)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.groupnorm_1 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(18088, 16, 32, 32)]


def get_init_inputs():
    return []
