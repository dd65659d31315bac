"""ReplicationPad2d -> hf.AccurateGELUActivation -> Hardshrink: synthesised by warpgym synth (seed 7, index 415, transformers#3, dim 0 x444)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """ReplicationPad2d -> hf.AccurateGELUActivation -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.accurategeluactivation_1 = AccurateGELUActivation()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.accurategeluactivation_1(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(3552, 16, 32, 32)]


def get_init_inputs():
    return []
