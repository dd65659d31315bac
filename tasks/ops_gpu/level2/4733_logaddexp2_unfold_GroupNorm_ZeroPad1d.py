"""torch.logaddexp2 -> F.unfold -> GroupNorm -> ZeroPad1d: synthesised by warpgym synth (seed 9, index 20, torch#4, dim 0 x176)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> F.unfold -> GroupNorm -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.groupnorm_2 = nn.GroupNorm(num_channels=7620, num_groups=2)
        self.zeropad1d_3 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = F.unfold(x, kernel_size=3)
        x = self.groupnorm_2(x)
        x = self.zeropad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(2816, 32, 256), torch.randn(2816, 32, 256)]


def get_init_inputs():
    return []
