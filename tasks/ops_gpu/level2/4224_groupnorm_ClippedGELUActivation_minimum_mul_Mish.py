"""F.group_norm -> hf.ClippedGELUActivation -> torch.minimum -> torch.mul -> Mish: synthesised by warpgym synth (seed 7, index 6633, transformers#5, dim 0 x421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.group_norm -> hf.ClippedGELUActivation -> torch.minimum -> torch.mul -> Mish"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.mish_4 = nn.Mish()

    def forward(self, x, x1, x2):
        x = F.group_norm(x, num_groups=2)
        x = self.clippedgeluactivation_1(x)
        x = torch.minimum(x, x1)
        x = torch.mul(x, x2)
        x = self.mish_4(x)
        return x


def get_inputs():
    return [torch.randn(1684, 32, 32, 32), torch.randn(1684, 32, 32, 32), torch.randn(1684, 32, 32, 32)]


def get_init_inputs():
    return []
