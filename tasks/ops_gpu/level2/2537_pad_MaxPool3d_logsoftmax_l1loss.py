"""F.pad -> MaxPool3d -> F.log_softmax -> F.l1_loss: synthesised by warpgym synth (seed 7, index 3458, torch#4, dim 0 x857)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> MaxPool3d -> F.log_softmax -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = self.maxpool3d_1(x)
        x = F.log_softmax(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(3428, 32, 32, 32), torch.randn(3428, 10, 10, 11)]


def get_init_inputs():
    return []
