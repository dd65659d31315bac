"""AdaptiveAvgPool3d -> torch.hypot -> torch.adjoint -> F.mse_loss: synthesised by warpgym synth (seed 7, index 3303, torch#4, dim 0 x7457)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool3d -> torch.hypot -> torch.adjoint -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_0 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x, x1, x2):
        x = self.adaptiveavgpool3d_0(x)
        x = torch.hypot(x, x1)
        x = torch.adjoint(x)
        x = F.mse_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(59656, 16, 32, 32), torch.randn(59656, 4, 4, 4), torch.randn(59656, 4, 4, 4)]


def get_init_inputs():
    return []
