"""hf.SqrtSoftplusActivation -> ConvTranspose2d -> torch.lerp -> AvgPool3d: synthesised by warpgym synth (seed 7, index 6426, transformers#4, dim 0 x134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> ConvTranspose2d -> torch.lerp -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)
        self.avgpool3d_3 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x, x1, x2):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.convtranspose2d_1(x)
        x = torch.lerp(x, x1, x2)
        x = self.avgpool3d_3(x)
        return x


def get_inputs():
    return [torch.randn(536, 32, 32, 32), torch.randn(536, 32, 34, 34), torch.randn(536, 32, 34, 34)]


def get_init_inputs():
    return []
