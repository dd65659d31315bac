"""F.group_norm -> F.elu -> LayerNorm -> ReplicationPad3d -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 3792, transformers#5, dim 0 x2870)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.group_norm -> F.elu -> LayerNorm -> ReplicationPad3d -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=16)
        self.replicationpad3d_3 = nn.ReplicationPad3d(padding=1)
        self.clippedgeluactivation_4 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = F.elu(x)
        x = self.layernorm_2(x)
        x = self.replicationpad3d_3(x)
        x = self.clippedgeluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(22960, 64, 16, 16)]


def get_init_inputs():
    return []
