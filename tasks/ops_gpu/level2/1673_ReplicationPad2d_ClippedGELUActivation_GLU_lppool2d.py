"""ReplicationPad2d -> hf.ClippedGELUActivation -> GLU -> F.lp_pool2d: synthesised by warpgym synth (seed 7, index 2652, transformers#4, dim 0 x2256)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """ReplicationPad2d -> hf.ClippedGELUActivation -> GLU -> F.lp_pool2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.glu_2 = nn.GLU()

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.clippedgeluactivation_1(x)
        x = self.glu_2(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(18048, 256, 128)]


def get_init_inputs():
    return []
