"""ReplicationPad2d -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 6400, transformers#2, dim 0 x248)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """ReplicationPad2d -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(7936, 128, 64)]


def get_init_inputs():
    return []
