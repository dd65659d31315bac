"""AdaptiveMaxPool1d -> torch.narrow -> torch.topk -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 4543, torch#4, dim 0 x13897)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> torch.narrow -> torch.topk -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptivemaxpool1d_0(x)
        x = torch.narrow(x, -1, 2, 2)
        x = torch.topk(x, 2)[0]
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(3557632, 256), torch.randn(3557632, 2)]


def get_init_inputs():
    return []
