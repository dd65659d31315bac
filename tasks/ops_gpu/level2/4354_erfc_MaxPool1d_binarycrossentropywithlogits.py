"""torch.erfc -> MaxPool1d -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 6664, torch#3, dim 0 x11962)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erfc -> MaxPool1d -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = torch.erfc(x)
        x = self.maxpool1d_1(x)
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1531136, 256), torch.randn(1531136, 85)]


def get_init_inputs():
    return []
