"""ReplicationPad2d -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 2057, transformers#2, dim 0 x779)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """ReplicationPad2d -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(12464, 32, 256)]


def get_init_inputs():
    return []
