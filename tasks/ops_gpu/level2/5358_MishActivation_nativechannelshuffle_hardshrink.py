"""hf.MishActivation -> F.native_channel_shuffle -> F.hardshrink: synthesised by warpgym synth (seed 10, index 142, transformers#3, dim 0 x3870)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> F.native_channel_shuffle -> F.hardshrink"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = F.native_channel_shuffle(x, 2)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(30960, 16, 32, 32)]


def get_init_inputs():
    return []
