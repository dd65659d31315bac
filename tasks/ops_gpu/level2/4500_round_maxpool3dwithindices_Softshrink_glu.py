"""torch.round -> F.max_pool3d_with_indices -> Softshrink -> F.glu: synthesised by warpgym synth (seed 8, index 94, torch#4, dim 0 x1157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> F.max_pool3d_with_indices -> Softshrink -> F.glu"""

    def __init__(self):
        super().__init__()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x):
        x = torch.round(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.softshrink_2(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(4628, 32, 32, 32)]


def get_init_inputs():
    return []
