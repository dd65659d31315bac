"""ReplicationPad2d -> ConstantPad1d -> torch.clamp_min -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 9, index 747, transformers#4, dim 0 x578)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """ReplicationPad2d -> ConstantPad1d -> torch.clamp_min -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.clippedgeluactivation_3 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.constantpad1d_1(x)
        x = torch.clamp_min(x, 0.5)
        x = self.clippedgeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(4624, 64, 16, 16)]


def get_init_inputs():
    return []
