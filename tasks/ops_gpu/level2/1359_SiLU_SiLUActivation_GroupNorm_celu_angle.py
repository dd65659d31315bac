"""SiLU -> hf.SiLUActivation -> GroupNorm -> F.celu -> torch.angle: synthesised by warpgym synth (seed 7, index 2186, transformers#5, dim 0 x7048)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """SiLU -> hf.SiLUActivation -> GroupNorm -> F.celu -> torch.angle"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.siluactivation_1 = SiLUActivation()
        self.groupnorm_2 = nn.GroupNorm(num_channels=8, num_groups=2)

    def forward(self, x):
        x = self.silu_0(x)
        x = self.siluactivation_1(x)
        x = self.groupnorm_2(x)
        x = F.celu(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(14096, 8, 8, 16, 16)]


def get_init_inputs():
    return []
