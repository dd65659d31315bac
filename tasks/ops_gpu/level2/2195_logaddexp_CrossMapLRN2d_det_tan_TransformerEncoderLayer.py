"""torch.logaddexp -> CrossMapLRN2d -> torch.det -> torch.tan -> TransformerEncoderLayer: synthesised by warpgym synth (seed 7, index 3469, torch#5, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp -> CrossMapLRN2d -> torch.det -> torch.tan -> TransformerEncoderLayer"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)
        self.transformerencoderlayer_4 = nn.TransformerEncoderLayer(d_model=32, nhead=2)

    def forward(self, x, x1):
        x = torch.logaddexp(x, x1)
        x = self.crossmaplrn2d_1(x)
        x = torch.det(x)
        x = torch.tan(x)
        x = self.transformerencoderlayer_4(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16), torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
