"""torch.lerp -> LocalResponseNorm -> torch.div -> F.lp_pool3d -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 6123, torch#5, dim 0 x169)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> LocalResponseNorm -> torch.div -> F.lp_pool3d -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)
        self.batchnorm2d_4 = nn.BatchNorm2d(num_features=10)

    def forward(self, x, x1, x2, x3):
        x = torch.lerp(x, x1, x2)
        x = self.localresponsenorm_1(x)
        x = torch.div(x, x3)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = self.batchnorm2d_4(x)
        return x


def get_inputs():
    return [torch.randn(676, 32, 32, 32), torch.randn(676, 32, 32, 32), torch.randn(676, 32, 32, 32), torch.randn(676, 32, 32, 32)]


def get_init_inputs():
    return []
