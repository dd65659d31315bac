"""torch.arctan2 -> GroupNorm -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 2627, transformers#3, dim 0 x138)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.arctan2 -> GroupNorm -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=128, num_groups=2)
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = self.groupnorm_1(x)
        x = self.quickgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(4416, 128, 64), torch.randn(4416, 128, 64)]


def get_init_inputs():
    return []
