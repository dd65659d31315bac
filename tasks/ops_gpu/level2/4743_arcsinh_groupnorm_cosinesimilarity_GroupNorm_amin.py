"""torch.arcsinh -> F.group_norm -> F.cosine_similarity -> GroupNorm -> torch.amin: synthesised by warpgym synth (seed 9, index 32, torch#5, dim 0 x2740)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> F.group_norm -> F.cosine_similarity -> GroupNorm -> torch.amin"""

    def __init__(self):
        super().__init__()
        self.groupnorm_3 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x, x1):
        x = torch.arcsinh(x)
        x = F.group_norm(x, num_groups=2)
        x = F.cosine_similarity(x, x1)
        x = self.groupnorm_3(x)
        x = torch.amin(x)
        return x


def get_inputs():
    return [torch.randn(21920, 64, 16, 16), torch.randn(21920, 64, 16, 16)]


def get_init_inputs():
    return []
