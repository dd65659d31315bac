"""torch.cos -> hf.ClippedGELUActivation -> ReplicationPad3d -> torch.deg2rad -> torch.movedim: synthesised by warpgym synth (seed 7, index 6382, transformers#5, dim 0 x568)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.cos -> hf.ClippedGELUActivation -> ReplicationPad3d -> torch.deg2rad -> torch.movedim"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.replicationpad3d_2 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = torch.cos(x)
        x = self.clippedgeluactivation_1(x)
        x = self.replicationpad3d_2(x)
        x = torch.deg2rad(x)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(2272, 32, 32, 32)]


def get_init_inputs():
    return []
